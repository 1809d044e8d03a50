// Placeholder until the page's content lands.
export default function AboutPage() {
  return (
    <main id="main" className="container py-5">
      <h1>About us</h1>
    </main>
  );
}
