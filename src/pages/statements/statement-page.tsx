import type { Statement } from '../../content/statements';
import { PageHeader } from '../shared/page-header';

/** A statement (privacy, accessibility): headed sections of text, nothing interactive. */
export function StatementPage({ statement }: { statement: Statement }) {
  return (
    <main id="main">
      <PageHeader title={statement.heading} lead={statement.lead} />
      <div className="container py-5">
        <div className="content-section">
          {statement.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </main>
  );
}
