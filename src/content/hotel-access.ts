import type { FactAnswer, HearingLoop, YesNoFact } from '../domain/hotel-facts';

/** Words of a date's Access section, What's on's access filter and the hotel's JSON-LD (issue 22). */
export const ACCESS_COPY = {
  heading: 'Access',
  facts: {
    stepFree: 'Step-free entrance',
    accessibleToilet: 'Accessible toilet',
    parking: 'Blue Badge parking',
    quietSpace: 'Quiet space',
  } satisfies Record<YesNoFact, string>,
  hearingLoop: 'Hearing loop',
  answers: { yes: 'Yes', no: 'No', unknown: 'Not confirmed: ask the venue' } satisfies Record<
    FactAnswer,
    string
  >,
  loops: {
    fixed: 'Yes, fixed in the room',
    portable: 'Yes, portable (ask for it)',
    none: 'No',
    unknown: 'Not confirmed: ask the venue',
  } satisfies Record<HearingLoop, string>,
  contact: 'Ask the venue about access',
  noContact: 'through its booking page, or ask us.',
  dietary: 'Dietary options',
  notes: 'More about access',
  /** What's on's filter. */
  filter: { stepFree: 'Step-free entrance only' },
} as const;

/** The JSON-LD names of the facts (schema.org LocationFeatureSpecification). */
export const AMENITY_NAMES = {
  ...ACCESS_COPY.facts,
  hearingLoop: (loop: 'fixed' | 'portable') => `Hearing loop (${loop})`,
} as const;
