// Placeholder until the page's content lands.
export default function AdminPage() {
  return (
    <main id="main" className="container py-5">
      <h1>Admin</h1>
    </main>
  );
}
