// Placeholder until the page's content lands.
export default function MenuTwoPage() {
  return (
    <main id="main" className="container py-5">
      <h1>JFK menu</h1>
    </main>
  );
}
