import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InfoPageId } from '../../../config/info-pages';
import { useInfoFigures } from './use-info-figures';

export interface InfoSection {
  heading: string;
  text?: string;
  items?: string[];
}

/** The frame of an info page: its title and description per language, a hero with the lead, then the content. */
/** The info texts by a key built from the page id (the keys are checked by the locale test, not the compiler). */
function useInfoText() {
  const { t } = useTranslation('info');
  return t as unknown as (key: string, options?: Record<string, unknown>) => unknown;
}

export function InfoLayout({ id, children }: { id: InfoPageId; children?: ReactNode }) {
  const t = useInfoText();
  const { t: tc } = useTranslation();
  const figures = useInfoFigures();
  const title = String(t(`pages.${id}.title`, figures));
  return (
    <>
      <title>{`${title} | ${tc('brand.name')}`}</title>
      <meta
        name="description"
        content={String(t(`pages.${id}.description`, { ...figures, brand: tc('brand.name') }))}
      />
      <section className="page-hero page-hero--compact">
        <div className="container">
          <p className="eyebrow">{String(t(`pages.${id}.eyebrow`))}</p>
          <h1>{title}</h1>
          <p className="page-hero__lead">{String(t(`pages.${id}.lead`, { ...figures, brand: tc('brand.name') }))}</p>
        </div>
      </section>
      {children}
    </>
  );
}

/** The sections of an info page's texts. */
export function InfoSections({ id }: { id: InfoPageId }) {
  const t = useInfoText();
  const { t: tc } = useTranslation();
  const figures = useInfoFigures();
  const sections = t(`pages.${id}.sections`, {
    ...figures,
    brand: tc('brand.name'),
    returnObjects: true,
  }) as InfoSection[];
  return (
    <div className="container info-sections">
      {(Array.isArray(sections) ? sections : []).map((section, index) => (
        <section key={section.heading} id={`section-${index + 1}`} className="info-card">
          <h2>{section.heading}</h2>
          {section.text && <p>{section.text}</p>}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
