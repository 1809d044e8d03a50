// Placeholder until the page's content lands.
export default function MenusPage() {
  return (
    <main id="main" className="container py-5">
      <h1>Menus</h1>
    </main>
  );
}
