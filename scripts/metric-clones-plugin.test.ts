import { describe, expect, it } from 'vitest';
import { withMetricClones } from './metric-clones-plugin';

describe("the fallback faces' metric-compatible local fonts", () => {
  it("follow Arial and Times New Roman in the faces fontaine sized for them, and nothing else's", () => {
    const css =
      '@font-face {\n  font-family: "Lato fallback";\n  src: local("Arial");\n  size-adjust: 97.6894%;\n}\n' +
      '@font-face {\n  font-family: "Lato fallback";\n  src: local("Roboto");\n  size-adjust: 97.9038%;\n}\n' +
      '@font-face {\n  font-family: "Playfair Display fallback";\n  src: local("Times New Roman");\n}\n';
    const out = withMetricClones(css);
    expect(out).toContain(
      'src: local("Arial"), local("Arimo"), local("Liberation Sans"), local("Nimbus Sans");\n  size-adjust: 97.6894%;',
    );
    expect(out).toContain('src: local("Roboto");\n  size-adjust: 97.9038%;');
    expect(out).toContain(
      'src: local("Times New Roman"), local("Tinos"), local("Liberation Serif"), local("Nimbus Roman");',
    );
  });
});
