# Prints a composite action (action.yml) as a workflow that actionlint can check: actionlint reads
# workflows, and an action's metadata only for the inputs a `uses:` passes. Its steps become one
# job's, its inputs a workflow_call's, so that actionlint checks every expression and, through
# shellcheck, every `run:` script. What only an action has is checked here first: a name, a
# description, `using: composite`, a description for each input and output, and a `shell:` for
# each `run:` step (a composite action has no default). Errors go to stderr, and the status is 1.
#
#   ruby .ci/action-as-workflow.rb action.yml > action-workflow.yml && actionlint action-workflow.yml
require "yaml"
require "json"

path = ARGV.fetch(0, "action.yml")
action = YAML.safe_load(File.read(path), filename: path)
errors = []
errors << "no name" unless action["name"].is_a?(String)
errors << "no description" unless action["description"].is_a?(String)
runs = action["runs"] || {}
errors << "runs.using is #{runs["using"].inspect}, not composite" unless runs["using"] == "composite"
steps = runs["steps"]
errors << "runs.steps is not a list of steps" unless steps.is_a?(Array) && !steps.empty?
(action["inputs"] || {}).each do |name, input|
  errors << "input #{name} has no description" unless input.is_a?(Hash) && input["description"].is_a?(String)
end
(action["outputs"] || {}).each do |name, output|
  errors << "output #{name} has no description" unless output.is_a?(Hash) && output["description"]
  errors << "output #{name} has no value" unless output.is_a?(Hash) && output["value"]
end
Array(steps).each_with_index do |step, index|
  label = step["name"] || step["id"] || "step #{index + 1}"
  errors << "#{label}: a run step needs a shell" if step["run"] && !step["shell"]
  errors << "#{label}: neither run nor uses" unless step["run"] || step["uses"]
end
unless errors.empty?
  errors.each { |error| warn "#{path}: #{error}" }
  exit 1
end

inputs = (action["inputs"] || {}).to_h do |name, input|
  [name, { "type" => "string", "required" => input["required"] == true, "description" => input["description"] }]
end
workflow = {
  "name" => "#{path} as a workflow",
  "on" => { "workflow_call" => { "inputs" => inputs } },
  "jobs" => { "action" => { "runs-on" => "ubuntu-latest", "steps" => steps } },
}
puts JSON.pretty_generate(workflow)
