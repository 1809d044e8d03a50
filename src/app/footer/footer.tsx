// Placeholder: the public-site work replaces this with the spec's footer.
export function Footer() {
  return <footer className="site-footer" />;
}
