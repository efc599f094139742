// The home page hero: site title, tagline and the way in.
import { useShell } from '../../shell/shell-context.tsx';

export function HomeHero() {
  const { site } = useShell();
  return (
    <header className="hero">
      <h1 className="hero__title">{site.title}</h1>
      <p className="hero__subtitle">{site.tagline}</p>
      <div className="hero__buttons">
        <a className="button button--primary button--lg" href={site.docsVersion.mainDocPath}>
          Get Started
        </a>
      </div>
    </header>
  );
}
