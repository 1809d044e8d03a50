/**
 * How long the server's event loop is held up while it draws a hotel kit file (a social picture or a
 * poster): the longest gap between calls of a 1 ms timer during each drawing, beside the drawing's own time.
 * Every other request to the server waits out such a gap. Medians over the runs, after one warm-up drawing
 * of each kind (which loads the drawing libraries). Usage: npx tsx scripts/bench/picture-stall.ts [runs]
 */
import { performance } from 'node:perf_hooks';
import { aKitDate } from '../../tests/builders/kit-dates';
import { renderPoster } from '../../server/kit/poster';
import { renderSocialPicture } from '../../server/kit/social-picture';
import { median } from './lighthouse-table';

const runs = Number(process.argv[2] ?? 7);
const drawings: Record<string, () => Promise<unknown>> = {
  'share.jpg': () => renderSocialPicture(aKitDate(), 'share', { encoding: 'jpeg' }),
  'feed.png': () => renderSocialPicture(aKitDate(), 'feed'),
  'story.png': () => renderSocialPicture(aKitDate(), 'story'),
  'poster-a4.pdf': () => renderPoster(aKitDate(), 'a4'),
};

console.log(`| file | drawing (median ms) | longest stall (median ms) | runs |\n|---|---|---|---|`);
for (const [file, draw] of Object.entries(drawings)) {
  await draw();
  const took: number[] = [];
  const stalls: number[] = [];
  for (let run = 0; run < runs; run++) {
    // A 1 ms timer: the longest gap between its calls is the longest the loop was held.
    let last = performance.now();
    let longest = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 1);
    const start = performance.now();
    await draw();
    took.push(performance.now() - start);
    // A stall that ends the drawing is seen when the timer fires at last: let it fire before reading.
    await new Promise((resolve) => setTimeout(resolve, 5));
    clearInterval(ticker);
    stalls.push(longest);
  }
  console.log(`| ${file} | ${median(took).toFixed(0)} | ${median(stalls).toFixed(0)} | ${runs} |`);
}
