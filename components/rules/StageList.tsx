// A phase's stages, numbered in the order they are played.
import { RulesMarkup, type HrefFor } from "./RulesMarkup";

export function StageList({ stages, phase, hrefFor }: { stages: string[]; phase: string; hrefFor?: HrefFor }) {
  return (
    <ol className="stages" aria-label={`Stages of the ${phase}`}>
      {stages.map((stage, i) => (
        <li key={i} className="stage">
          <span className="stage-label">Stage {i + 1}</span>
          <RulesMarkup body={stage} hrefFor={hrefFor} />
        </li>
      ))}
    </ol>
  );
}
