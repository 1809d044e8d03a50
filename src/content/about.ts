import type { AboutContent } from '../domain/site-content/blocks';

/**
 * The About Us page (/about): what the company does and how booking works, as the site was built: the seed of
 * its Site content block, shown until the company publishes its own.
 */
export const ABOUT: AboutContent = {
  heading: 'About us',
  lead: 'We make immersive theatre you can eat. Our shows tour hotels across the UK, turning a dining room into a liner, a Dallas hotel, a Jazz Age bar or a Victorian parlour for one night.',
  sections: [
    {
      heading: 'What we do',
      paragraphs: [
        'Each of our four shows is a full evening out: a dinner served at your table while the story happens all around you. Our actors sit with the guests, talk to them and sometimes ask for their help, so no two nights are ever quite the same.',
        'We are a small company based in Swansea. We write, cast and produce every show ourselves, and take them on tour to hotels and venues from Cornwall to Aberdeen.',
      ],
    },
    {
      heading: 'How booking works',
      paragraphs: [
        "Tickets are sold by the hotel or venue that hosts each night, not by us. Choose a show, pick a date near you and follow the Book button to the venue's own booking page. Your ticket includes dinner and the show.",
        'The venue looks after payment, seating and any dietary or access needs, so please tell them about these when you book. If you have a question about the show itself, we are always happy to help.',
      ],
    },
    {
      heading: 'Hosting a show',
      paragraphs: [
        'Run a hotel, restaurant or events space? We bring the cast, the set and the story; you bring the dining room and the dinner. Send us a hosting enquiry and we will talk it through.',
      ],
    },
  ],
  showsHeading: 'View our shows',
  allShows: 'All shows',
  hostLink: 'Send a hosting enquiry',
};
