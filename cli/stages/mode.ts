// What a run of the pipeline is for, which decides how far it goes and where its output goes:
// 'check' stops after the checks; 'memory' renders every file into memory (tests); 'disk' renders
// into the output folder, and may find that folder already right.
export type PipelineMode = 'check' | 'memory' | 'disk';
