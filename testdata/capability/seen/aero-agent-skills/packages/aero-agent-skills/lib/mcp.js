const TOOLS = [
  {
    name: 'search_skills',
    description: 'Search the Aero Agent Skills library with its deterministic router (the same '
      + 'token-overlap scoring the repository proves with a full Hit@1 corpus gate). Use when an '
      + 'aerospace engineering task needs a standards-mapped workflow: certification planning, '
      + 'sizing, aero/structures/propulsion analysis, GNC, flight test, space systems, or quality. '
      + 'Returns ranked skill paths with descriptions; load the winner with get_skill.',
  },
  {
    name: 'get_skill',
    description: 'Fetch one complete SKILL.md by path (family/pack/skill, e.g. '
      + 'avionics/do178c/planning). Use after search_skills to load the full workflow: the '
      + 'step-by-step method, its verification gates, and the stop points where a human must sign.',
  },
  {
    name: 'list_families',
    description: 'List the discipline families with their pack and skill counts. Use to get an '
      + 'overview of what the library covers before searching or browsing.',
  },
  {
    name: 'list_skills',
    description: 'List skills, optionally filtered to one family or one family/pack. Use to browse '
      + 'a discipline; each entry gives the path to pass to get_skill.',
  },
  {
    name: 'get_standards',
    description: 'Look up the machine-readable aerospace standards register: publisher, status '
      + '(public-domain, proprietary, open-spec) and whether verbatim text is gated. Use when a '
      + 'task cites a standard (DO-178C, ARP4754A, AS9100, CS-25, ECSS, ...) and you need its '
      + 'scope or handling rules. Omit id to list all.',
  },
];

      case 'tools/list':
        return reply(req.id, { tools: TOOLS });
