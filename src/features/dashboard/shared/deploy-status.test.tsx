import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPanel, signedInPort } from '../../../../tests/builders/dashboard-render';
import type { BlockState } from '../../../domain/site-content/content-api';

const about: BlockState = {
  block: 'about',
  revision: 2,
  published: { version: 1, body: {}, by: 'manager@example.test', at: '2026-11-28T09:00:00.000Z' },
  draft: null,
};

/** The component as a hosted build has it (VITE_BACKEND is fixed when the module loads). */
async function hostedDeployStatus(deployUrl = '') {
  vi.stubEnv('VITE_BACKEND', 'firebase');
  vi.stubEnv('VITE_DEPLOY_URL', deployUrl);
  vi.resetModules();
  return (await import('./deploy-status')).DeployStatus;
}

/** The deployed site's /deploy.json, as the Hosting server would answer it. */
function siteAnswers(status: number, body: unknown = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      expect(path).toBe('/deploy.json');
      return new Response(JSON.stringify(body), { status });
    }),
  );
}

beforeEach(() => vi.unstubAllEnvs());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('what visitors see, on a deployed site', () => {
  it('gives the last deploy and the blocks published since, waiting for the next one', async () => {
    siteAnswers(200, { builtAt: '2026-11-28T03:17:40.000Z' });
    const DeployStatus = await hostedDeployStatus('https://github.com/example/site/actions');
    renderPanel(<DeployStatus blocks={[about]} />, signedInPort());
    const aside = await screen.findByRole('complementary', { name: 'What visitors see' });
    expect(await screen.findByText(/Last deploy: Saturday 28 November 2026 at 03:17\./)).toHaveTextContent(
      'Published since then, waiting for the next deploy: About us.',
    );
    expect(screen.getByRole('link', { name: 'Deploy now' })).toHaveAttribute(
      'href',
      'https://github.com/example/site/actions',
    );
    expect(aside).toHaveTextContent('The site is deployed every night at 03:17 UTC.');
  });

  it('says so when no deploy was recorded, and how a developer deploys when no deploy page is set', async () => {
    siteAnswers(404);
    const DeployStatus = await hostedDeployStatus();
    renderPanel(<DeployStatus />, signedInPort());
    expect(await screen.findByText(/No deploy of this site has been recorded yet\./)).toBeInTheDocument();
    expect(screen.getByRole('complementary')).toHaveTextContent('a developer runs npm run deploy:firebase');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is not shown where the server renders every change at once', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.resetModules();
    const { DeployStatus } = await import('./deploy-status');
    const { container } = renderPanel(<DeployStatus blocks={[about]} />, signedInPort());
    expect(container).toBeEmptyDOMElement();
    expect(fetch).not.toHaveBeenCalled();
  });
});
