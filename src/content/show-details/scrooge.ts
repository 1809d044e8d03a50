import { DRESS_CODE_IS_A_RECOMMENDATION, menuTab, type ShowDetails } from './common';

/** What only the Scrooge show page carries: its Information tabs and its sample menu (also on the menu pages). */
export const SCROOGE: ShowDetails = {
  tabs: [
    {
      id: 'event',
      label: 'THE EVENT',
      paragraphs: [
        'It is Christmas Eve in Victorian London and Ebenezer Scrooge has no time for merriment. Join us for a festive dinner as the spirits of Christmas Past, Present and Yet to Come pay him a visit, and the whole room is swept into the story.',
        "It is a warm, funny and gently spooky evening for the whole family, with carols, a Christmas feast and a miser's change of heart.",
      ],
      points: [
        'A Victorian Christmas dinner and show',
        'No age restriction; younger guests must be accompanied by an adult',
      ],
    },
    {
      id: 'dress-code',
      label: 'DRESS CODE',
      paragraphs: [
        'Victorian costumes welcome: top hats, bonnets, waistcoats and shawls. Christmas jumpers are just as welcome.',
        DRESS_CODE_IS_A_RECOMMENDATION,
      ],
    },
    {
      id: 'warnings',
      label: 'WARNINGS',
      paragraphs: [
        'There is no age restriction, but younger guests must be accompanied by an adult.',
        'The ghostly visits include some dim lighting, sudden sounds and a few gentle scares.',
      ],
    },
    menuTab('Dinner is a festive three courses, with all the trimmings you would hope for on Christmas Eve.'),
  ],
  menu: {
    show: 'Scrooge',
    intro: 'A festive Victorian feast, with all the trimmings of Christmas Eve.',
    courses: [
      {
        name: 'Starters',
        dishes: [
          { name: 'Roast parsnip and apple soup', description: 'With warm bread.', diet: 'vegan' },
          { name: 'Ham hock terrine', description: 'With piccalilli and toast.', diet: 'standard' },
          {
            name: 'Stilton and walnut tart',
            description: 'With a pear and rocket salad.',
            diet: 'vegetarian',
          },
        ],
      },
      {
        name: 'Mains',
        dishes: [
          {
            name: 'Roast turkey with all the trimmings',
            description:
              'Pigs in blankets, sage and onion stuffing, roast potatoes, sprouts, carrots and gravy.',
            diet: 'standard',
          },
          {
            name: 'Nut roast',
            description: 'With roast potatoes, sprouts, carrots, cranberry sauce and vegetable gravy.',
            diet: 'vegan',
          },
        ],
      },
      {
        name: 'Desserts',
        dishes: [
          { name: 'Christmas pudding', description: 'With brandy sauce.', diet: 'vegetarian' },
          { name: 'Mince pie', description: 'With plant-based custard.', diet: 'vegan' },
          { name: 'Yule log', description: 'Chocolate sponge with chocolate cream.', diet: 'vegetarian' },
        ],
      },
    ],
  },
};
