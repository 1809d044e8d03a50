// Placeholder until the page's content lands.
export default function ContactPage() {
  return (
    <main id="main" className="container py-5">
      <h1>Contact us</h1>
    </main>
  );
}
