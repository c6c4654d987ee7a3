//! The layers of `docs/architecture.md` hold in the code: every module sits in one layer, its
//! `crate::` and `super::` paths name modules of its layer or lower ones, and no modules import
//! each other in a circle. The table in the document is what this test reads, so the picture
//! and the code cannot part.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `docs/architecture.md`'s table of layers: module path (`store`, `pages/page`) → layer.
fn layers() -> BTreeMap<String, u32> {
    let doc = std::fs::read_to_string(crate_dir().join("../../docs/architecture.md"))
        .expect("docs/architecture.md");
    let section = doc
        .split("## Layers")
        .nth(1)
        .expect("a `## Layers` section")
        .split("\n## ")
        .next()
        .unwrap_or_default();
    let mut layers = BTreeMap::new();
    for row in section.lines().filter(|line| line.starts_with('|')) {
        let cells: Vec<&str> = row.trim_matches('|').split('|').map(str::trim).collect();
        let Some(Ok(layer)) = cells.first().map(|cell| cell.parse::<u32>()) else {
            continue;
        };
        let modules = cells.last().expect("a modules cell");
        for module in modules.split(',') {
            let module = module.trim().trim_matches('`');
            if !module.is_empty() {
                layers.insert(module.to_owned(), layer);
            }
        }
    }
    assert!(layers.len() > 10, "the layer table is not where expected");
    layers
}

/// Every source file as its module path: `store/outbox`, `pages` (for `pages/mod.rs`), `lib`.
fn modules() -> BTreeMap<String, PathBuf> {
    fn walk(dir: &Path, files: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).expect("src").flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, files);
            } else if path.extension().is_some_and(|ext| ext == "rs") {
                files.push(path);
            }
        }
    }
    let src = crate_dir().join("src");
    let mut files = Vec::new();
    walk(&src, &mut files);
    files
        .into_iter()
        .map(|file| {
            let relative = file
                .strip_prefix(&src)
                .expect("under src")
                .with_extension("")
                .to_string_lossy()
                .into_owned();
            let module = relative
                .strip_suffix("/mod")
                .map(str::to_owned)
                .unwrap_or(relative);
            (module, file)
        })
        .collect()
}

/// The layer of `module`: its own row, or its folder's.
fn layer_of(module: &str, layers: &BTreeMap<String, u32>) -> Option<u32> {
    let mut candidate = module;
    loop {
        if let Some(layer) = layers.get(candidate) {
            return Some(*layer);
        }
        candidate = candidate.rsplit_once('/')?.0;
    }
}

/// The paths a file names with `crate::` or `super::`, outside its tests, each as the segments
/// after the root it starts from (`super` resolved against `module`).
fn named_paths(module: &str, source: &str) -> Vec<Vec<String>> {
    let code = source.split("#[cfg(test)]").next().unwrap_or(source);
    let mut paths = Vec::new();
    for line in code.lines() {
        let line = line.trim_start();
        if line.starts_with("//") {
            continue;
        }
        for (root, start) in ["crate::", "super::"]
            .iter()
            .flat_map(|root| line.match_indices(root).map(move |(at, _)| (*root, at)))
        {
            // `super::super::x` is one path, seen from its first `super`.
            if root == "super::" && line[..start].ends_with("super::") {
                continue;
            }
            let base: Vec<String> = if root == "crate::" {
                Vec::new()
            } else {
                let mut parent: Vec<String> = module.split('/').map(str::to_owned).collect();
                // A folder's `mod.rs` is its folder: `super` is the folder's parent.
                parent.pop();
                parent
            };
            let rest = &line[start + root.len()..];
            for tail in expand(rest) {
                let mut segments = base.clone();
                for segment in tail {
                    if segment == "super" {
                        segments.pop();
                    } else {
                        segments.push(segment);
                    }
                }
                paths.push(segments);
            }
        }
    }
    paths
}

/// The paths of `a::b::{c, d::e}` after a root: `[a, b, c]` and `[a, b, d, e]`.
fn expand(rest: &str) -> Vec<Vec<String>> {
    let mut prefix = Vec::new();
    let mut segment = String::new();
    for (at, c) in rest.char_indices() {
        match c {
            c if c.is_alphanumeric() || c == '_' => segment.push(c),
            ':' => {
                if !segment.is_empty() {
                    prefix.push(std::mem::take(&mut segment));
                }
            }
            '{' => {
                let inner = &rest[at + 1..];
                let mut depth = 1;
                let mut end = inner.len();
                for (i, c) in inner.char_indices() {
                    match c {
                        '{' => depth += 1,
                        '}' => {
                            depth -= 1;
                            if depth == 0 {
                                end = i;
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                let mut out = Vec::new();
                let mut depth = 0;
                let mut item = String::new();
                for c in inner[..end].chars().chain(std::iter::once(',')) {
                    match c {
                        '{' => {
                            depth += 1;
                            item.push(c);
                        }
                        '}' => {
                            depth -= 1;
                            item.push(c);
                        }
                        ',' if depth == 0 => {
                            let item = std::mem::take(&mut item);
                            let item = item.trim();
                            if !item.is_empty() && item != "self" {
                                for tail in expand(item) {
                                    let mut path = prefix.clone();
                                    path.extend(tail);
                                    out.push(path);
                                }
                            }
                        }
                        c => item.push(c),
                    }
                }
                return out;
            }
            _ => break,
        }
    }
    if !segment.is_empty() {
        prefix.push(segment);
    }
    vec![prefix]
}

/// The module a path names: its longest prefix that is a file of the crate (`lib` for an item
/// of the crate's root, such as a re-export).
fn module_named(path: &[String], modules: &BTreeMap<String, PathBuf>) -> String {
    for length in (1..=path.len()).rev() {
        let candidate = path[..length].join("/");
        if modules.contains_key(&candidate) {
            return candidate;
        }
    }
    "lib".to_owned()
}

/// Who imports whom (a module's own submodules and itself left out).
fn imports() -> BTreeMap<String, BTreeSet<String>> {
    let modules = modules();
    let mut graph = BTreeMap::new();
    for (module, file) in &modules {
        let source = std::fs::read_to_string(file).expect("source");
        let targets: BTreeSet<String> = named_paths(module, &source)
            .iter()
            .map(|path| module_named(path, &modules))
            .filter(|target| target != module && !target.starts_with(&format!("{module}/")))
            .collect();
        graph.insert(module.clone(), targets);
    }
    graph
}

#[test]
fn every_module_has_a_layer_in_the_architecture_document() {
    let layers = layers();
    let missing: Vec<String> = modules()
        .into_keys()
        .filter(|module| layer_of(module, &layers).is_none())
        .collect();
    assert!(
        missing.is_empty(),
        "modules without a layer in docs/architecture.md: {missing:?}"
    );
}

#[test]
fn every_import_points_to_the_same_layer_or_below() {
    let layers = layers();
    let mut upward = Vec::new();
    for (module, targets) in imports() {
        let Some(own) = layer_of(&module, &layers) else {
            continue;
        };
        for target in targets {
            if let Some(theirs) = layer_of(&target, &layers) {
                if theirs > own {
                    upward.push(format!(
                        "{module} (layer {own}) imports {target} (layer {theirs})"
                    ));
                }
            }
        }
    }
    assert!(
        upward.is_empty(),
        "imports that point up:\n{}",
        upward.join("\n")
    );
}

#[test]
fn no_modules_import_each_other_in_a_circle() {
    let graph = imports();
    // Depth-first search; a module met again while still on the path closes a circle.
    fn visit(
        module: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
        circles: &mut Vec<String>,
    ) {
        if let Some(at) = path.iter().position(|m| m == module) {
            let mut circle = path[at..].to_vec();
            circle.push(module.to_owned());
            circles.push(circle.join(" -> "));
            return;
        }
        if done.contains(module) {
            return;
        }
        path.push(module.to_owned());
        for target in graph.get(module).into_iter().flatten() {
            visit(target, graph, path, done, circles);
        }
        path.pop();
        done.insert(module.to_owned());
    }
    let (mut done, mut circles) = (BTreeSet::new(), Vec::new());
    for module in graph.keys() {
        visit(module, &graph, &mut Vec::new(), &mut done, &mut circles);
    }
    assert!(
        circles.is_empty(),
        "import circles:\n{}",
        circles.join("\n")
    );
}

#[test]
fn only_the_features_read_the_list_of_pages() {
    // `Page::ALL` and the pages' constants are the registry's (layer 6): a lower module that
    // reads them depends on the registry whatever its `use` lines say.
    let layers = layers();
    let registry = layers
        .get("registry")
        .copied()
        .expect("the registry's layer");
    let constant = regex_lite::Regex::new(r"\bPage::[A-Z][A-Z_]+\b").expect("pattern");
    for (module, file) in modules() {
        let layer = layer_of(&module, &layers).unwrap_or(u32::MAX);
        if layer >= registry {
            continue;
        }
        let source = std::fs::read_to_string(file).expect("source");
        let code = source.split("#[cfg(test)]").next().unwrap_or_default();
        assert!(
            !constant.is_match(code),
            "{module} (layer {layer}) reads the page registry"
        );
    }
}

#[test]
fn the_path_reader_sees_groups_nested_paths_and_super() {
    let source = "use crate::{config::Config, pages::{page::Page, render}};\nuse super::outbox::X;\n// crate::ignored\nlet a = crate::lang::Lang::Fr;";
    let paths: Vec<String> = named_paths("store/subscribers", source)
        .into_iter()
        .map(|p| p.join("/"))
        .collect();
    assert_eq!(
        paths,
        [
            "config/Config",
            "pages/page/Page",
            "pages/render",
            "store/outbox/X",
            "lang/Lang/Fr"
        ]
    );
}
