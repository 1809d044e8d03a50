// Placeholder until the page's content lands.
export default function TeamPage() {
  return (
    <main id="main" className="container py-5">
      <h1>Our Team</h1>
    </main>
  );
}
