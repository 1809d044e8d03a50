import { useId, type ReactNode } from 'react';
import { BEFORE_YOU_BOOK_COPY as COPY } from '../../content/before-you-book';
import { DRESS_CODE_IS_A_RECOMMENDATION } from '../../content/show-details/common';
import type { ShowDetailsContent } from '../../domain/site-content/blocks';
import type { Evening } from '../../domain/running-order';
import { formatClockTime } from '../../domain/dates';

/**
 * One part of Before you book: its name and the short answer (`gist`) on one line, the rest behind a
 * disclosure, so every part fits on a phone's first screen and a visitor opens only what they ask about. A
 * part without more to say is a plain line.
 */
export function Part({
  title,
  gist,
  clamp = false,
  children,
}: {
  title: string;
  gist: ReactNode;
  /** A long answer: its first lines only, the whole behind the disclosure. */
  clamp?: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  const head = (
    <>
      <span id={id} className="before-you-book__title">
        {title}
      </span>
      <span
        className={clamp ? 'before-you-book__gist before-you-book__gist--clamp' : 'before-you-book__gist'}
      >
        {gist}
      </span>
    </>
  );
  if (!children) return <div className="before-you-book__part before-you-book__part--plain">{head}</div>;
  return (
    // Named by its title, so a screen reader's list of groups reads "Access", "Parking".
    <details className="before-you-book__part" aria-labelledby={id}>
      <summary>{head}</summary>
      <div className="before-you-book__body">{children}</div>
    </details>
  );
}

/** What the hotel has not said: in the house's words, never a guess. */
export const Unconfirmed = () => <span className="fst-italic">{COPY.unconfirmed}</span>;

/** The evening step by step on the date's clock, ending with the finish. */
export function RunningOrder({ evening, note }: { evening: Evening; note?: string }) {
  return (
    <>
      <ol className="before-you-book__running">
        {evening.steps.map((step) => (
          <li key={`${step.time}-${step.what}`} className={`before-you-book__step--${step.step}`}>
            <span className="before-you-book__time">{formatClockTime(step.time)}</span>
            <span>
              <span className="before-you-book__kind">{COPY.steps[step.step]}</span>
              {step.what && `: ${step.what}`}
            </span>
          </li>
        ))}
      </ol>
      {note && <p className="small mb-0">{note}</p>}
    </>
  );
}

/** The sample menu in brief: each course's dishes with their V and VG marks. */
export function MenuInBrief({ details }: { details: ShowDetailsContent }) {
  const courses = [
    ['Starters', details.starters],
    ['Mains', details.mains],
    ['Desserts', details.desserts],
  ] as const;
  return (
    <dl className="before-you-book__menu">
      {courses.map(([name, dishes]) => (
        <div key={name}>
          <dt>{name}</dt>
          {dishes.map((dish) => {
            const mark = COPY.marks[dish.diet];
            return (
              <dd key={dish.name}>
                {dish.name}
                {mark && dish.diet !== 'standard' && (
                  <>
                    {' '}
                    <abbr className="before-you-book__mark" title={COPY.markNames[dish.diet]}>
                      {mark}
                    </abbr>
                  </>
                )}
                {dish.gluten === 'gluten-free' && (
                  <>
                    {' '}
                    <abbr className="before-you-book__mark" title={COPY.glutenFree.name}>
                      {COPY.glutenFree.mark}
                    </abbr>
                  </>
                )}
              </dd>
            );
          })}
        </div>
      ))}
    </dl>
  );
}

export function DressCode({ details }: { details: ShowDetailsContent }) {
  return (
    <>
      {[...details.dressCode, DRESS_CODE_IS_A_RECOMMENDATION].map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>
  );
}

export function Warnings({ details }: { details: ShowDetailsContent }) {
  return (
    <>
      {details.warnings.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {details.warningPoints.length > 0 && (
        <ul>
          {details.warningPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
    </>
  );
}
