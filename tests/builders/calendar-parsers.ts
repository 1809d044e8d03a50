import ICAL from 'ical.js';
import nodeIcal from 'node-ical';

/** What a calendar app takes from one event, as two independent iCalendar libraries read it. */
export interface ReadEvent {
  uid: string;
  summary: string;
  /** The instant it starts, in UTC. */
  start: string;
}

/** Reads an iCalendar text with ical.js (Mozilla's, behind Thunderbird), registering its VTIMEZONEs. */
export function readWithIcalJs(text: string): { name: string | null; events: ReadEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { uid: event.uid, summary: event.summary, start: event.startDate.toJSDate().toISOString() };
  });
  const name = calendar.getFirstPropertyValue('x-wr-calname');
  return { name: typeof name === 'string' ? name : null, events };
}

/** Reads an iCalendar text with node-ical, the parser most Node calendar tools use. */
export function readWithNodeIcal(text: string): ReadEvent[] {
  return Object.values(nodeIcal.sync.parseICS(text))
    .filter((component) => component?.type === 'VEVENT')
    .map((component) => {
      const event = component as nodeIcal.VEvent;
      const summary = typeof event.summary === 'string' ? event.summary : (event.summary?.val ?? '');
      return { uid: event.uid, summary, start: new Date(event.start).toISOString() };
    });
}
