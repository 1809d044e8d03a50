import type { ChefsContent } from '../domain/site-content/blocks';

/**
 * The Our chefs page (/ourchefs): who cooks the dinner, honestly told, as the site was built: the seed of
 * its Site content block, shown until the company publishes its own.
 */
export const CHEFS: ChefsContent = {
  heading: 'Our chefs',
  lead: "Every dinner at our shows is cooked by the kitchen team of the hotel that hosts the night. We don't bring a chef on tour: we bring menus written for each show, and trust the people who know their kitchen best.",
  sections: [
    {
      heading: 'Menus written for the story',
      paragraphs: [
        "For each show we write a sample menu that belongs in its world: a first-class saloon in 1912, a Dallas diner in 1963, a Jazz Age supper or a Victorian Christmas. Before a tour starts, we go through it with each venue's head chef, who adapts it to their kitchen, their suppliers and the season.",
        "That's why the menus on our site are samples, and why the dishes vary a little from venue to venue.",
      ],
    },
    {
      heading: 'Timed to the drama',
      paragraphs: [
        'Serving a dinner in the middle of a show takes planning. Our production managers agree a running order with every kitchen, so that the soup arrives as the ship leaves port, and dessert lands just before the final scene.',
      ],
    },
    {
      heading: 'Dietary needs',
      paragraphs: [
        'Every menu has vegetarian and vegan choices for each course. For allergies and other needs, please tell the venue when you book: their kitchen team will look after you.',
      ],
    },
  ],
  menusLink: 'See our sample menus',
};
