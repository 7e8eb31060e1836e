import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NamesInEnglish } from './names-in-english.tsx';

describe('names kept in English inside Spanish text', () => {
  it('marks each name lang="en" and leaves our own words as they are', () => {
    const html = renderToStaticMarkup(
      <NamesInEnglish text="Nombra a Ana Ruiz en una junta de la ciudad: Human Rights Commission." names={['Ana Ruiz', 'Human Rights Commission']} />,
    );
    expect(html).toBe('Nombra a <span lang="en">Ana Ruiz</span> en una junta de la ciudad: <span lang="en">Human Rights Commission</span>.');
  });

  it('prefers the longer of two overlapping names and reads a dot in a name literally', () => {
    const html = renderToStaticMarkup(<NamesInEnglish text="en 800 S. Tucker Dr. y 800 SX Tucker" names={['800 S. Tucker Dr.', '800 S.']} />);
    expect(html).toBe('en <span lang="en">800 S. Tucker Dr.</span> y 800 SX Tucker');
  });

  it('leaves text without names whole', () => {
    expect(renderToStaticMarkup(<NamesInEnglish text="Cambia el presupuesto." names={undefined} />)).toBe('Cambia el presupuesto.');
  });
});
