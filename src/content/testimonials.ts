import type { TestimonialsContent } from '../domain/site-content/blocks';

/**
 * The testimonials band on the home page, six guests' words, as the site was built: the seed of its Site
 * content block, shown until the company publishes its own.
 */
export const TESTIMONIALS: TestimonialsContent = {
  heading: 'What our guests say',
  items: [
    {
      quote:
        'We booked the Titanic dinner for my mum’s seventieth. The food was lovely and the last half hour had our whole table in tears, in the best way.',
      name: 'Sarah, Cardiff',
      show: 'The Queen of the Ocean',
    },
    {
      quote:
        'Our office team did JFK as a Christmas do. Two hours flew by; the accounts team cracked the final clue with a minute to spare.',
      name: 'Daniel, Bristol',
      show: 'JFK',
    },
    {
      quote:
        'The bartender at the Overlook stayed in character all night. Brilliant cocktails, brilliant cast and a genuinely unsettling twist.',
      name: 'Priya, Manchester',
      show: 'The Overlook Hotel',
    },
    {
      quote:
        'Half our table came in Victorian costume and the other half in Christmas jumpers. Scrooge has become our family’s December tradition.',
      name: 'Gareth, Swansea',
      show: 'Scrooge',
    },
    {
      quote:
        'I was worried it would be awkward audience participation. It wasn’t: you join in as much or as little as you like, and the dinner was excellent.',
      name: 'Helen, York',
      show: 'The Queen of the Ocean',
    },
    {
      quote:
        'Friendly staff, easy booking through the hotel and a vegan menu that was as good as the main one. We are already looking at the next show.',
      name: 'Tom and Leah, Brighton',
      show: 'The Overlook Hotel',
    },
  ],
};
