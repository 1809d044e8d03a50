import type { ShowKey } from '../domain/shows';

/**
 * When each show usually starts and how long the evening lasts, on the hotel's clock (Europe/London). A
 * listing may set its own start (a matinee, an early Sunday); the length stays the show's. These feed the
 * date pages, the calendar files and Google's event listings.
 */
export interface ShowTiming {
  /** "HH:MM", 24-hour. */
  startTime: string;
  durationMinutes: number;
}

export const SHOW_TIMES: Record<ShowKey, ShowTiming> = {
  // "The evening starts at 7 pm"; three courses and the show take about three hours.
  Titanic: { startTime: '19:00', durationMinutes: 180 },
  // A two-hour team game over dinner.
  JFK: { startTime: '19:30', durationMinutes: 120 },
  TheOverlookHotel: { startTime: '19:30', durationMinutes: 180 },
  Scrooge: { startTime: '19:00', durationMinutes: 180 },
};
