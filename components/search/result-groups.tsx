import { searchCopy } from '@/content/search';
import type { SearchResult } from '@/lib/search/engine';
import type { ResultGroup } from '@/lib/search/group';
import { Highlighted } from './highlighted';
import styles from './result-groups.module.css';

const groupId = (name: string) => `group-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

/** Results under their family or section, with a jump list when there is more than one group. */
export function ResultGroups({ groups }: { groups: readonly ResultGroup[] }) {
  return (
    <div className={styles.layout} data-jump={groups.length > 1 || undefined}>
      {groups.length > 1 ? (
        <nav className={styles.jump} aria-label={searchCopy.jumpTo}>
          <ul className={styles.jumpList}>
            {groups.map((g) => (
              <li key={g.name}>
                <a className={styles.jumpLink} href={`#${groupId(g.name)}`}>
                  <span>{g.name}</span>
                  <span className={styles.jumpCount}>{g.results.length}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className={styles.groups}>
        {groups.map((g) => (
          <section key={g.name} className={styles.group} aria-labelledby={groupId(g.name)}>
            <h2 id={groupId(g.name)} className={styles.groupTitle}>
              {g.name}
              <span className={styles.groupCount}>{searchCopy.count(g.results.length)}</span>
            </h2>
            <ol className={styles.list}>
              {g.results.map((r) => (
                <ResultItem key={r.id} result={r} />
              ))}
            </ol>
          </section>
        ))}
      </div>
    </div>
  );
}

/** One result: what it is, its linked title, a product's key figures, why it is here when its words do not say (the office nearest a place) and the excerpt; `withGroup` names its family, for the ranked list. */
export function ResultItem({ result: r, withGroup = false }: { result: SearchResult; withGroup?: boolean }) {
  return (
    <li className={styles.result}>
      <p className={styles.kind}>
        {searchCopy.kinds[r.kind]}
        {withGroup && r.kind !== 'family' ? <span className={styles.kindGroup}> · {r.group}</span> : null}
      </p>
      <h3 className={styles.resultTitle}>
        <a className={styles.link} href={r.url}>
          <Highlighted segments={r.title} />
        </a>
      </h3>
      {r.figures ? <p className={styles.figures}>{r.figures}</p> : null}
      {r.note ? <p className={styles.note}>{r.note}</p> : null}
      <p className={styles.excerpt}>
        <Highlighted segments={r.excerpt} />
      </p>
    </li>
  );
}

/** Results best first, as the engine ranks them, each naming its family. */
export function RankedResults({ results }: { results: readonly SearchResult[] }) {
  return (
    <ol className={styles.list} aria-label={searchCopy.rankedLabel}>
      {results.map((r) => (
        <ResultItem key={r.id} result={r} withGroup />
      ))}
    </ol>
  );
}
