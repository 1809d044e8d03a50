// Placeholder until the page's content lands.
export default function HomeTwoPage() {
  return (
    <main id="main" className="container py-5">
      <h1>Home</h1>
    </main>
  );
}
