/** Memory of running processes, read from Linux's /proc, for the benchmarks. */
import { readFile, readdir } from 'node:fs/promises';

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
export async function treeRss(pid: number): Promise<number> {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const statText = await readFile(`/proc/${entry}/stat`, 'utf8');
      const fields = statText.slice(statText.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      rss.set(Number(entry), Number(fields[21]) * 4096);
      const siblings = children.get(ppid) ?? [];
      siblings.push(Number(entry));
      children.set(ppid, siblings);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const p = stack.pop()!;
    total += rss.get(p) ?? 0;
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}
