import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEAM } from '../../../content/team';
import type { UploadedPicture } from '../../../domain/site-content/picture';
import { renderPanel, signedInPort } from '../../../../tests/builders/dashboard-render';
import type { FakeDataPort } from '../../../../tests/builders/dashboard-fakes';
import { PicturesSection } from './pictures-section';

const LOAD = { timeout: 10_000 };
const photo = () => new Blob([new Uint8Array(2048)], { type: 'image/jpeg' });

/** Publishes the team with this photo on its first member (or none), as a manager would in Site content. */
function publishTeam(port: FakeDataPort, picture: UploadedPicture | undefined) {
  const members = TEAM.members.map((member, at) => (at === 0 ? { ...member, photo: picture } : member));
  const saved = port.content.saveDraft(
    'team',
    { ...TEAM, members },
    port.content.state('team').revision,
    'ada@example.test',
  );
  port.content.publish('team', saved.revision, 'ada@example.test');
}

async function library() {
  const port = signedInPort();
  const used = await port.uploadPicture(photo(), 'The cast on the grand staircase');
  const spare = await port.uploadPicture(photo(), 'A table laid for dinner');
  // Version 1 shows the photo; version 2 (live) does not: version 1 can be restored, so it still counts.
  publishTeam(port, used);
  publishTeam(port, undefined);
  return { used, spare, ...renderPanel(<PicturesSection />, port) };
}

const card = (name: string) => screen.getByRole('listitem', { name });

describe('Pictures', () => {
  it('lists each picture with its alt text and where it is used; one still used offers no Delete', async () => {
    await library();
    const used = await screen.findByRole('listitem', { name: 'The cast on the grand staircase' }, LOAD);
    expect(within(used).getByText('Our team (version 1)')).toBeInTheDocument();
    expect(within(used).getByText(/cannot be deleted while a block uses it/)).toBeInTheDocument();
    expect(within(used).queryByRole('button', { name: /Delete/ })).toBeNull();
    const spare = card('A table laid for dinner');
    expect(within(spare).getByText('Not used by any block.')).toBeInTheDocument();
    expect(
      within(spare).getByRole('button', { name: 'Delete the picture “A table laid for dinner”' }),
    ).toBeEnabled();
  });

  it('deletes an unused picture only after "Yes, delete", and Cancel keeps it', async () => {
    const { port, user, spare } = await library();
    const button = await screen.findByRole('button', { name: /Delete the picture “A table/ }, LOAD);
    await user.click(button);
    const question = screen.getByRole('group', {
      name: /Delete the picture “A table laid for dinner” for good\?/,
    });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(port.calls.filter((call) => call.method === 'deletePicture')).toEqual([]);
    expect(screen.getByRole('button', { name: /Delete the picture “A table/ })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: /Delete the picture “A table/ }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(
      await screen.findByText('Deleted the picture “A table laid for dinner”.', {}, LOAD),
    ).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('listitem', { name: 'A table laid for dinner' })).toBeNull();
    expect((await port.listPictures()).map((p) => p.id)).not.toContain(spare.id);
    expect(card('The cast on the grand staircase')).toBeInTheDocument();
  });

  it('says why when the store refuses the delete (another manager used it meanwhile)', async () => {
    const { port, user, spare } = await library();
    await user.click(await screen.findByRole('button', { name: /Delete the picture “A table/ }, LOAD));
    publishTeam(port, spare);
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent(/It was not deleted: .*still used/);
    expect((await port.listPictures()).map((p) => p.id)).toContain(spare.id);
  });
});
