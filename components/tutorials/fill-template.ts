/**
 * Words that carry a number and must cross from a server page to a client
 * component are written as templates ('Stage {stage} of {total}'), since a
 * function cannot be passed as a prop; this fills them in.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in values)) throw new Error(`"${template}" needs a value for {${name}}`);
    return String(values[name]);
  });
}
