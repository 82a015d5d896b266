// The BON DE COMMANDE as a sheet: French whatever the language of the screen (its words come from
// order-document-model.ts), or the client's copy in their language; the same sheet becomes the PDF.
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Ref } from 'react';
import type { OrderDocument, OrderSection } from './order-document-model';
import classes from './order-document.module.css';
import { ORDER_WORDS } from './order-words';

function Rows({ section }: { section: OrderSection }) {
  return (
    <dl className={classes.rows}>
      {section.rows.map((row) => (
        <div key={row.label} style={{ display: 'contents' }}>
          <dt>{row.label}</dt>
          {/* Each value in its own direction: a phone number or a French address on an Arabic copy. */}
          <dd className={row.multiline ? classes.multiline : undefined}>
            <bdi>{row.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function OrderSheet({ document, ref }: { document: OrderDocument; ref?: Ref<HTMLElement> }) {
  return (
    <article
      ref={ref}
      className={classes.sheet}
      lang={document.lang}
      dir={document.lang === 'ar' ? 'rtl' : 'ltr'}
      aria-label={`${document.title} ${document.reference}`}
    >
      <header className={classes.head}>
        <div className={classes.operator}>
          <p className={classes.operatorName}>
            <bdi>{document.operator.name}</bdi>
          </p>
          {document.operator.lines.map((line) => (
            <p key={line} className={classes.operatorLine}>
              <bdi>{line}</bdi>
            </p>
          ))}
        </div>
        <div className={classes.titleBlock}>
          <h2 className={classes.title}>{document.title}</h2>
          {document.note && <p className={classes.copyNote}>{document.note}</p>}
          <p className={classes.meta}>
            {ORDER_WORDS[document.lang].referencePrefix} <bdi>{document.reference}</bdi>
          </p>
          <p className={classes.meta}>{document.issued}</p>
        </div>
      </header>
      <div className={classes.goldRule} />
      <div className={classes.body}>
        {document.remarks && (
          <section className={classes.remarks}>
            <h3 className={classes.remarksTitle}>
              <IconAlertTriangle size={16} aria-hidden />
              {document.remarks.title}
            </h3>
            <ul className={classes.remarkList}>
              {document.remarks.items.map((remark, index) => (
                <li key={`${index}-${remark.text}`} className={classes.remarkItem} data-color={remark.color}>
                  {remark.text}
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className={classes.grid}>
          {document.sections.map((section) => (
            <section
              key={section.title}
              className={`${classes.section} ${section.rows.some((r) => r.multiline) ? classes.wide : ''}`}
            >
              <h3 className={classes.sectionTitle}>{section.title}</h3>
              <Rows section={section} />
            </section>
          ))}
        </div>
        <div className={classes.total}>
          <span className={classes.totalLabel}>{document.total.label}</span>
          <span className={classes.totalValue}>{document.total.value}</span>
          <span className={classes.vat}>{document.total.vat}</span>
        </div>
      </div>
      <footer className={classes.legal}>
        <h3 className={classes.legalTitle}>{document.legal.title}</h3>
        <Rows section={document.legal} />
      </footer>
    </article>
  );
}
