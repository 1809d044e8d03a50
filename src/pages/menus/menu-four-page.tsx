// Placeholder until the page's content lands.
export default function MenuFourPage() {
  return (
    <main id="main" className="container py-5">
      <h1>Scrooge menu</h1>
    </main>
  );
}
