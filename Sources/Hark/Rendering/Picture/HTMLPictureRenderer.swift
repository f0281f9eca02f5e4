struct HTMLPictureRenderer: PictureRenderer {
    static let format = PictureFormat.html
    static func render(_ scene: PictureScene) -> String { SVGPictureRenderer.render(scene) }
}
