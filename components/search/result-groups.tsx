import { searchCopy } from '@/content/search';
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
                <li key={r.id} className={styles.result}>
                  <p className={styles.kind}>{searchCopy.kinds[r.kind]}</p>
                  <h3 className={styles.resultTitle}>
                    <a className={styles.link} href={r.url}>
                      <Highlighted segments={r.title} />
                    </a>
                  </h3>
                  {r.figures ? <p className={styles.figures}>{r.figures}</p> : null}
                  <p className={styles.excerpt}>
                    <Highlighted segments={r.excerpt} />
                  </p>
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </div>
  );
}
