// Types for the lint rule's helpers, so the rule's test can import them.
export function isPureModule(projectPath: string): boolean;
export const pureImports: import("eslint").Rule.RuleModule;
