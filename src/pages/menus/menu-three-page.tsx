// Placeholder until the page's content lands.
export default function MenuThreePage() {
  return (
    <main id="main" className="container py-5">
      <h1>Overlook menu</h1>
    </main>
  );
}
