export default function HomePage() {
  return (
    <main id="main">
      <h1>Lumora Photonics</h1>
    </main>
  );
}
