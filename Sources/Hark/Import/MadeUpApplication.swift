/// An excerpt of a dump (a cell, an alert, a sheet and its cancel group, a
/// run of keyboard keys) starts with an element that is not the
/// application. Every format reads it as idb's `describe-point` is read: an
/// application is made up to hold its top-level elements, as siblings, so
/// that the first of them is an element like any other, not the screen
/// (docs/Importing.md, "Excerpts").
enum MadeUpApplication {
    /// Puts every top-level element of `elements` under an application made
    /// up in front of them, unless the first is the application; returns how
    /// many top-level elements it holds (0 when none was made up).
    ///
    /// Several top-level elements of which one is an alert or a sheet are the
    /// parts of one presented view (UIAlertController draws an action sheet's
    /// cancel button in a group of its own beside the sheet): one made-up
    /// view of that type holds them all, so that VoiceOver's modal
    /// isolation keeps them together.
    static func place(_ elements: inout ImportedElements) -> Int {
        guard let first = elements.first, first.type != "Application" else { return 0 }
        let isModal = { (type: String) in ElementTypeTable.kind(of: type)?.role == .modal }
        var roots = 0, modalType: String?
        for element in elements where element.parent == nil {
            roots += 1
            if modalType == nil, isModal(element.type) { modalType = element.type }
        }
        if roots < 2 { modalType = nil }
        let shift = modalType == nil ? 1 : 2
        for index in elements.indices {
            if modalType != nil, elements[index].parent == nil, isModal(elements[index].type) {
                elements[index].type = "Other"
            }
            elements[index].parent = elements[index].parent.map { $0 + shift } ?? shift - 1
        }
        // Placed where the excerpt starts: the nodes they hold up point at the dump's first element.
        var application = ImportedElement(type: "Application", location: "document")
        (application.line, application.column) = (first.line, first.column)
        if let modalType {
            var view = application
            (view.type, view.parent) = (modalType, 0)
            elements.insert(view, at: 0)
        }
        elements.insert(application, at: 0)
        return roots
    }

    /// What the transcript's header adds for an excerpt of `roots` top-level elements.
    static func note(roots: Int) -> String {
        roots == 1
            ? "; an excerpt: its top element read in a made-up application"
            : "; an excerpt: its \(roots) top-level elements read as siblings in a made-up application"
    }
}
