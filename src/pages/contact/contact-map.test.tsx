import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COMPANY } from '../../content/company';
import { ContactMap } from './contact-map';

describe('ContactMap', () => {
  it('loads no map until the visitor asks, then shows the Swansea map', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = render(<ContactMap />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: /openstreetmap/i })).toHaveAttribute('href', COMPANY.mapLinkUrl);

    await user.click(screen.getByRole('button', { name: 'Show the map' }));
    expect(screen.getByTitle('Map of our Swansea office')).toHaveAttribute('src', COMPANY.mapEmbedUrl);
    expect(screen.queryByRole('button', { name: 'Show the map' })).not.toBeInTheDocument();
  });
});
