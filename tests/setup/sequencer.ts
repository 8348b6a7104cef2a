// Long system tests first, so the short files fill the workers around them
// instead of waiting for them at the end; the end-to-end specs last, as the
// site they need is built meanwhile (tests/setup/site.ts). Within a project,
// vitest's own order (longest known first).
import { BaseSequencer, type TestSpecification } from "vitest/node";

const RANK: Record<string, number> = { system: 0, "integration-isolated": 1, integration: 1, unit: 2, e2e: 3 };

export default class SystemFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => RANK[file.project.name] ?? 4;
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
