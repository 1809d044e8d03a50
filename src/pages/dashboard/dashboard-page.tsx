// Placeholder until the page's content lands.
export default function DashboardPage() {
  return (
    <main id="main" className="container py-5">
      <h1>Dashboard</h1>
    </main>
  );
}
