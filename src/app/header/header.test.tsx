import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from './header';
import { headerScrollState } from './header-scroll';
import { polyfillDialog, scrollWindowTo, stubAnimationFrames, stubWindowWidth } from './test-support';

function renderHeader() {
  render(
    <MemoryRouter>
      <Header />
    </MemoryRouter>,
  );
  return screen.getByRole('banner');
}

const scrollTo = (y: number) => act(() => scrollWindowTo(y));

describe('Header scrolling', () => {
  beforeEach(() => {
    polyfillDialog();
    stubWindowWidth(1024);
    stubAnimationFrames();
    scrollWindowTo(0);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    scrollWindowTo(0);
  });

  it('is shown and unmarked at the top of the page', () => {
    const header = renderHeader();
    expect(header).not.toHaveClass('is-fixed');
    expect(header).not.toHaveClass('is-hidden');
  });

  it('is marked fixed past 25 px', () => {
    const header = renderHeader();
    scrollTo(25);
    expect(header).not.toHaveClass('is-fixed');
    scrollTo(26);
    expect(header).toHaveClass('is-fixed');
  });

  it('hides while scrolling down between 600 and 1000 px and comes back above 1000 px', () => {
    const header = renderHeader();
    scrollTo(400);
    expect(header).not.toHaveClass('is-hidden');
    scrollTo(600);
    expect(header).not.toHaveClass('is-hidden');
    scrollTo(601);
    expect(header).toHaveClass('is-hidden');
    scrollTo(900);
    expect(header).toHaveClass('is-hidden');
    scrollTo(1000);
    expect(header).toHaveClass('is-hidden');
    scrollTo(1001);
    expect(header).not.toHaveClass('is-hidden');
    expect(header).toHaveClass('is-fixed');
    scrollTo(2400);
    expect(header).not.toHaveClass('is-hidden');
  });

  it('comes back as soon as the visitor scrolls up inside the band', () => {
    const header = renderHeader();
    scrollTo(700);
    scrollTo(850);
    expect(header).toHaveClass('is-hidden');
    scrollTo(800);
    expect(header).not.toHaveClass('is-hidden');
  });

  it('stops listening when unmounted', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    render(
      <MemoryRouter>
        <Header />
      </MemoryRouter>,
    ).unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});

describe('headerScrollState', () => {
  it.each([
    [0, 0, false, { fixed: false, hidden: false }],
    [26, 0, false, { fixed: true, hidden: false }],
    [700, 650, false, { fixed: true, hidden: true }],
    [700, 750, true, { fixed: true, hidden: false }],
    [700, 700, true, { fixed: true, hidden: true }],
    [1200, 900, true, { fixed: true, hidden: false }],
  ])('at %i px coming from %i px (was hidden: %s)', (y, previousY, wasHidden, expected) => {
    expect(headerScrollState(y, previousY, wasHidden)).toEqual(expected);
  });
});

describe('BOOK A TICKET', () => {
  beforeEach(() => {
    polyfillDialog();
    stubAnimationFrames();
  });
  afterEach(() => vi.unstubAllGlobals());

  // The stylesheet shows it from 1535 px (tests/e2e/home-and-layout.spec.ts looks at 390 and 1600 px): in the
  // HTML at every width, nothing moves when the browser renders the header after the first paint.
  it.each([390, 1534, 1600])('is in the header at %i px, linking to /whats-on', (width) => {
    stubWindowWidth(width);
    renderHeader();
    expect(screen.getByRole('link', { name: 'BOOK A TICKET' })).toHaveAttribute('href', '/whats-on');
  });
});

describe('Header content', () => {
  beforeEach(() => {
    polyfillDialog();
    stubWindowWidth(1600);
    stubAnimationFrames();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('has the top bar phone and e-mail links', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: /Call us on/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\d+$/),
    );
    expect(screen.getByRole('link', { name: /E-mail us at/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:.+@.+/),
    );
  });

  it('has the desktop nav entries, none of them a dead "#" link', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav);
    expect(links.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(links.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(links.getByRole('link', { name: 'Our chefs' })).toHaveAttribute('href', '/ourchefs');
    expect(links.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('button', { name: 'Menus' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Pages' })).toBeInTheDocument();
    expect(nav).toHaveTextContent('Blog');
    expect(document.querySelector('a[href="#"]')).toBeNull();
  });
});
