// Placeholder until the page's content lands.
export default function ChefsPage() {
  return (
    <main id="main" className="container py-5">
      <h1>Our chefs</h1>
    </main>
  );
}
