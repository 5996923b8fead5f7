import Link from 'next/link';
import { ArrowRight, CheckCircle2, FileDown, MessageSquare, Sparkles } from 'lucide-react';
import { datasheetPath, getFamily, getSimilarProducts, hasDatasheet, type PagedProduct } from '@/content/catalogue';
import { enquiryPath, paths } from '@/content/paths';
import { ApplicationChart } from '../application-chart';
import { Breadcrumbs } from '../breadcrumbs';
import { FeatureGallery } from '../feature-gallery';
import { FeatureIcon } from '../feature-icon';
import { ProductImage } from '../product-image';
import { SpecTable } from '../spec-table';
import { MOBILE_QUERY } from '@/lib/breakpoints';
import styles from './product-detail.module.css';

/** One template for every product page, whatever its family. */
export function ProductDetail({ product }: { product: PagedProduct }) {
  const family = getFamily(product.family);
  const page = product.page;
  const similar = getSimilarProducts(product);
  const accessoryTables = [page.accessories, page.basicAccessories].filter((t) => t !== undefined);
  const ont = product.image.kind === 'illustration' && product.image.spec.kind === 'ont' ? product.image.spec : null;

  return (
    <>
      <section className={styles.hero} aria-labelledby="product-title">
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <Breadcrumbs
              trail={[
                { label: 'Home', href: paths.home },
                { label: family.shortTitle, href: paths[family.page] },
                { label: product.model },
              ]}
            />
            <p className={styles.eyebrow}>{family.brand}</p>
            <h1 id="product-title" className={styles.title}>
              {product.title}
            </h1>
            <p className={styles.lead}>{product.summary}</p>
            <div className={styles.actions}>
              <Link className={styles.primary} href={enquiryPath(product.key)}>
                <MessageSquare size={18} aria-hidden="true" /> Enquire Now
              </Link>
              {hasDatasheet(product) ? (
                <a className={styles.secondary} href={datasheetPath(product)} target="_blank" rel="noopener">
                  <FileDown size={18} aria-hidden="true" /> Download Catalog
                  <span className="visually-hidden"> (PDF, opens in a new tab)</span>
                </a>
              ) : null}
            </div>
          </div>
          <div className={styles.heroMedia}>
            {page.gallery ? (
              <FeatureGallery
                label={`${product.model} features`}
                items={page.gallery.map((item) => ({
                  label: item.label,
                  text: item.text,
                  icon: <FeatureIcon name={item.icon} />,
                  image: <ProductImage image={item.image} sizes={`${MOBILE_QUERY} 90vw, 480px`} />,
                }))}
              />
            ) : (
              <ProductImage image={product.image} sizes={`${MOBILE_QUERY} 90vw, 480px`} priority />
            )}
          </div>
        </div>
      </section>

      <div className={styles.banner}>
        <p className={`container ${styles.bannerText}`}>
          <Sparkles size={20} aria-hidden="true" />
          <span>{page.banner}</span>
        </p>
      </div>

      <div className={`container ${styles.body}`}>
        {page.highlights.length > 0 ? (
          <section className={styles.section} aria-labelledby="highlights">
            <h2 id="highlights">Key Highlights</h2>
            <ul className={styles.highlights}>
              {page.highlights.map((h) => (
                <li key={h}>
                  <CheckCircle2 size={20} aria-hidden="true" />
                  <span>{h}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {page.iconFeatures ? (
          <section className={styles.section} aria-labelledby="at-a-glance">
            <h2 id="at-a-glance">At a glance</h2>
            <ul className={styles.iconFeatures}>
              {page.iconFeatures.map((f) => (
                <li key={f.label}>
                  <span className={styles.iconBadge}>
                    <FeatureIcon name={f.icon} size={26} />
                  </span>
                  <strong>{f.label}</strong>
                  {f.text ? <span>{f.text}</span> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {page.showcase ? (
          <section className={styles.section} aria-labelledby="in-detail">
            <h2 id="in-detail">{product.model} in detail</h2>
            {page.showcase.map((block, i) => (
              <article key={block.title} className={styles.showcase} data-side={i % 2 === 0 ? 'left' : 'right'}>
                <div className={styles.showcaseMedia}>
                  <ProductImage image={block.image} sizes={`${MOBILE_QUERY} 90vw, 520px`} />
                </div>
                <div>
                  <h3>{block.title}</h3>
                  <p>{block.text}</p>
                  {i === page.showcase!.length - 1 ? (
                    <Link className={styles.primary} href={enquiryPath(product.key)}>
                      <MessageSquare size={18} aria-hidden="true" /> Enquire Now
                      <span className="visually-hidden"> about the {product.model}</span>
                    </Link>
                  ) : null}
                </div>
              </article>
            ))}
          </section>
        ) : null}

        {page.features.length > 0 ? (
          <section className={styles.section} aria-labelledby="features">
            <h2 id="features">{product.family === 'edfa' ? 'Key Features' : 'Features'}</h2>
            <ul className={styles.features}>
              {page.features.map((f) => (
                <li key={f.title}>
                  <h3>{f.title}</h3>
                  <p>{f.text}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {page.applicationChart && ont ? (
          <section className={`${styles.section} ${styles.chartSection}`} aria-labelledby="application">
            <div>
              <h2 id="application">Application</h2>
              <p className={styles.sectionLead}>
                Where the {product.model} sits in an FTTH network: fed over fibre from the OLT through a passive splitter,
                it serves the devices below over its Ethernet, telephone and wireless ports.
              </p>
            </div>
            <ApplicationChart
              model={product.model}
              ponType="GPON or EPON"
              clients={page.applicationChart.devices}
              ports={{ lan: ont.gePorts + ont.fePorts, pots: ont.potsPorts, wifi: ont.wifi !== null }}
            />
          </section>
        ) : null}

        {page.specTables.length > 0 ? (
          <section className={styles.section} aria-labelledby="specifications">
            <h2 id="specifications">Specifications</h2>
            {page.specTables.map((t) => (
              <SpecTable key={t.title} table={t} />
            ))}
          </section>
        ) : null}

        {accessoryTables.length > 0 ? (
          <section className={styles.section} aria-labelledby="accessories">
            <h2 id="accessories">Accessories</h2>
            {accessoryTables.map((t) => (
              <SpecTable key={t.title} table={t} />
            ))}
          </section>
        ) : null}

        <section className={styles.section} aria-labelledby="similar">
          <h2 id="similar">Similar Products</h2>
          <ul className={styles.similar}>
            {similar.map((s) => (
              <li key={s.key} className={styles.similarCard}>
                <div className={styles.similarMedia}>
                  <ProductImage image={s.image} sizes={`${MOBILE_QUERY} 45vw, 260px`} />
                </div>
                <h3>{s.cardTitle ?? s.model}</h3>
                <Link className={styles.knowMore} href={s.page.route}>
                  Know More<span className="visually-hidden"> about {s.cardTitle ?? s.model}</span>
                  <ArrowRight size={16} aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
