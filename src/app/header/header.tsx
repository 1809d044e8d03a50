// Placeholder: the public-site work replaces this with the spec's header (top bar, side panel, nav).
export function Header() {
  return <header className="site-header" />;
}
