import type { HostingContent } from '../domain/site-content/blocks';

/**
 * "Host a show" (/eventContact) as the site was built: the seed of its Site content block, shown until the
 * company publishes its own. The heading is the spec's question; the form below keeps its own words
 * (src/content/forms.ts).
 */
export const HOSTING: HostingContent = {
  heading: 'Interested in hosting one of our events?',
  lead: 'We bring the cast, the set, the music and the story; you bring the dining room, the dinner and the guests. Here is how a night with us works, and what each show needs from your venue.',
  sections: [
    {
      heading: 'How hosting works',
      paragraphs: [
        'Tell us about your venue below. Our production team is in touch within two working days to talk through dates, numbers and which show suits your room, then visits if we have not played there before.',
        'You sell the tickets, on your own booking page and at your own price (dinner and show together): every date we list links straight to it. About twelve weeks before the night we send your team the date’s posters, social pictures and words, and your private page to follow it.',
        'On the night our cast arrives in the afternoon to set up and rehearse in the room; your kitchen serves the three-course menu we agreed, between the acts.',
      ],
    },
    {
      heading: 'What each show needs',
      paragraphs: [
        'Room: a dining room or ballroom with a clear performance space of about 4 by 3 metres, and a changing room near it for the cast.',
        'Covers: 60 to 180 guests at round or long tables; JFK’s team game plays best at tables of eight to ten.',
        'Power: two standard 13 A sockets near the performance space for our sound and lights; no rigging or dimmers needed.',
        'Running order: guests arrive from 6:30 or 7pm, the show starts with a welcome drink, the three courses are served between the acts, and the night finishes at about 10:30pm.',
      ],
    },
  ],
  hostedHeading: 'Hotels hosting our shows',
  hostedIntro: 'These hotels have dates on sale now: see them on What’s on.',
  formHeading: 'Ask about hosting',
};
