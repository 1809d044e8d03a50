import type { TeamContent } from '../domain/site-content/blocks';

/**
 * The Our team page (/team) as the site was built: the seed of its Site content block, shown until the
 * company publishes its own. The managing director first, then the team (two production managers, one
 * admin/social).
 */
export const TEAM: TeamContent = {
  heading: 'Our team',
  intro:
    'We are a small team based in Swansea. Between us we write the shows, cast them, work with every venue on the night, and answer your e-mails the next morning.',
  teamHeading: 'The team',
  members: [
    {
      portrait: 'managing-director',
      name: 'Rhiannon Evans',
      role: 'Managing Director',
      bio: [
        'Rhiannon started the company after fifteen years in touring theatre, with a simple idea: the best seat in the house is at the dinner table, right in the middle of the story.',
        'She writes and directs our shows, and still takes to the floor as a cast member whenever she can. When a new venue signs up, Rhiannon is usually the one who visits first to walk the room.',
      ],
    },
    {
      portrait: 'production-manager-1',
      name: 'Tom Harries',
      role: 'Production Manager',
      bio: [
        'Tom looks after the Titanic and Scrooge tours: the set, the sound, the lighting and the van that carries them. He plans each night with the venue so that dinner and drama arrive at the table at exactly the right moment.',
      ],
    },
    {
      portrait: 'production-manager-2',
      name: 'Priya Shah',
      role: 'Production Manager',
      bio: [
        'Priya runs the JFK and Overlook Hotel tours. She designs the puzzles for JFK, rehearses the casts, and is the person venues call when they want to talk through room layouts, access and timings.',
      ],
    },
    {
      portrait: 'admin-social',
      name: 'Megan Lloyd',
      role: 'Administration and Social Media',
      bio: [
        'Megan keeps the office running: she answers your messages, keeps our listings up to date and shares photos and news from the tour on our social channels. If you have a question, she is usually the first to reply.',
      ],
    },
  ],
};
