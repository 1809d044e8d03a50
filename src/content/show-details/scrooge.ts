import type { ShowDetailsContent } from '../../domain/site-content/blocks';

/**
 * The Scrooge show's own words, as the site was built: its Information tabs and sample menu (the seed of its
 * Site content block; the show page and its menu page read the published version).
 */
export const SCROOGE: ShowDetailsContent = {
  event: [
    'It is Christmas Eve in Victorian London and Ebenezer Scrooge has no time for merriment. Join us for a festive dinner as the spirits of Christmas Past, Present and Yet to Come pay him a visit, and the whole room is swept into the story.',
    "It is a warm, funny and gently spooky evening for the whole family, with carols, a Christmas feast and a miser's change of heart.",
  ],
  eventPoints: [
    'A Victorian Christmas dinner and show',
    'No age restriction; younger guests must be accompanied by an adult',
  ],
  dressCode: [
    'Victorian costumes welcome: top hats, bonnets, waistcoats and shawls. Christmas jumpers are just as welcome.',
  ],
  // The warning first: a date page's Before you book shows the first line under Warnings, beside its own Age.
  warnings: [
    'The ghostly visits include some dim lighting, sudden sounds and a few gentle scares.',
    'There is no age restriction, but younger guests must be accompanied by an adult.',
  ],
  warningPoints: [],
  menuTab: 'Dinner is a festive three courses, with all the trimmings you would hope for on Christmas Eve.',
  menuIntro: 'A festive Victorian feast, with all the trimmings of Christmas Eve.',
  starters: [
    {
      name: 'Roast parsnip and apple soup',
      description: 'With warm bread.',
      diet: 'vegan',
      gluten: 'not-marked',
    },
    {
      name: 'Ham hock terrine',
      description: 'With piccalilli and toast.',
      diet: 'standard',
      gluten: 'not-marked',
    },
    {
      name: 'Stilton and walnut tart',
      description: 'With a pear and rocket salad.',
      diet: 'vegetarian',
      gluten: 'not-marked',
    },
  ],
  mains: [
    {
      name: 'Roast turkey with all the trimmings',
      description: 'Pigs in blankets, sage and onion stuffing, roast potatoes, sprouts, carrots and gravy.',
      diet: 'standard',
      gluten: 'not-marked',
    },
    {
      name: 'Nut roast',
      description: 'With roast potatoes, sprouts, carrots, cranberry sauce and vegetable gravy.',
      diet: 'vegan',
      gluten: 'not-marked',
    },
  ],
  desserts: [
    {
      name: 'Christmas pudding',
      description: 'With brandy sauce.',
      diet: 'vegetarian',
      gluten: 'not-marked',
    },
    {
      name: 'Mince pie',
      description: 'With plant-based custard.',
      diet: 'vegan',
      gluten: 'not-marked',
    },
    {
      name: 'Yule log',
      description: 'Chocolate sponge with chocolate cream.',
      diet: 'vegetarian',
      gluten: 'not-marked',
    },
  ],
};
