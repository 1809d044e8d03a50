// Placeholder until the page's content lands.
export default function MenuOnePage() {
  return (
    <main id="main" className="container py-5">
      <h1>Titanic menu</h1>
    </main>
  );
}
