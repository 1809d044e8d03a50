import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderPanel, signedInPort } from '../../../../tests/builders/dashboard-render';
import { ContentSection } from './content-section';

const LOAD = { timeout: 10_000 };

/** Site content open at Titanic's banner block, a photo chosen for its share picture, its alt text typed. */
async function chooseSharePhoto() {
  const port = signedInPort();
  const { user } = renderPanel(<ContentSection />, port);
  await user.click(await screen.findByRole('tab', { name: /^Titanic: banner/ }, LOAD));
  const titanic = await screen.findByRole('tabpanel', { name: /^Titanic: banner/ }, LOAD);
  const share = within(titanic).getByRole('group', { name: /^Share picture/ });
  const photo = new File([new Uint8Array(2048)], 'cast.jpg', { type: 'image/jpeg' });
  await user.upload(within(share).getByLabelText(/^Photo file/), photo);
  await user.type(
    within(share).getByRole('textbox', { name: 'Alt text for the new photo' }),
    'The cast on the grand staircase',
  );
  return { port, user, titanic, share };
}

// A show's share picture is an upload's 1200x630 copy (docs/decisions/0033-pictures.md): the block's schema
// refuses a picture without one, so an upload must bring its copy into the draft. A show's form is long:
// this walk took 5 s of jsdom beside another build, so it gets a minute, as content-section.test.tsx's walks do.
it(
  'uploads a show’s share picture and saves it in the draft with its share copy; the upload’s advice then goes',
  { timeout: 60_000 },
  async () => {
    const { port, user, titanic, share } = await chooseSharePhoto();
    await user.click(within(share).getByRole('button', { name: 'Upload' }));
    expect(await within(share).findByText(/^Uploaded\./, {}, LOAD)).toBeInTheDocument();

    await user.click(within(titanic).getByRole('button', { name: 'Save draft' }));
    expect(await within(titanic).findByText(/Draft saved\./, {}, LOAD)).toBeInTheDocument();
    // "Save the draft to keep it" is out of date once it is saved.
    expect(within(share).getByRole('status')).toBeEmptyDOMElement();
    expect(port.content.state('show-titanic').draft?.body).toMatchObject({
      share: {
        alt: 'The cast on the grand staircase',
        share: { url: expect.stringMatching(/-share\.jpg$/) },
      },
    });
  },
);

it(
  'keeps the upload’s advice when Save was pressed while the upload was on its way (that save did not keep it)',
  { timeout: 60_000 },
  async () => {
    const { port, user, titanic, share } = await chooseSharePhoto();
    const release = port.holdNext('uploadPicture');
    await user.click(within(share).getByRole('button', { name: 'Upload' }));
    await user.click(within(titanic).getByRole('button', { name: 'Save draft' }));
    expect(await within(titanic).findByText(/Draft saved\./, {}, LOAD)).toBeInTheDocument();

    release();
    expect(await within(share).findByText(/^Uploaded\./, {}, LOAD)).toBeInTheDocument();
  },
);
