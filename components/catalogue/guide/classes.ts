/**
 * The class names the landing island uses, by stylesheet. The server
 * component that renders the island imports the two CSS modules and passes
 * their class maps down, so the island's script carries no class map: its
 * styles paint from the page's own CSS, and pages without a guide prune
 * them away (build/post-export/first-paint.ts keeps only classes a page or a
 * script names).
 */
export interface GuideClasses {
  tabs: Readonly<Record<string, string>>;
  guide: Readonly<Record<string, string>>;
}
